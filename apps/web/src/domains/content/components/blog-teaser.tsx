import { BLOG_POSTS, BLOG_TEASER_COUNT } from '@/content/blog-posts';
import { contentPaths } from '../paths';
import { BlogCard } from './blog-card';
import { HomeSection } from './home-section';

/** The first 6 of the 9 posts, with a View All Blogs button to /blogs (spec §2). */
export function BlogTeaser() {
  return (
    <HomeSection
      id="blog"
      eyebrow="From the blog"
      title="Latest News and Tips"
      lead="Guides and advice to help you buy smarter and drive happier."
      viewAll={{ to: contentPaths.blogs, label: 'View All Blogs' }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BLOG_POSTS.slice(0, BLOG_TEASER_COUNT).map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
