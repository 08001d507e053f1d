import { PageHeader } from '@/components/ui/page-header';
import { BLOG_POSTS } from '@/content/blog-posts';
import { usePageTitle } from '@/lib/use-page-title';
import { BlogCard } from '../components/blog-card';

export function BlogPage() {
  usePageTitle('Blogs');
  return (
    <>
      <PageHeader
        eyebrow="Our blog"
        title="Latest Blog Posts"
        lead="Buying guides, maintenance tips and financing advice from our team of car experts."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
