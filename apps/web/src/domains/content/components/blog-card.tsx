import { CalendarIcon, ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BlogPost } from '@/content/blog-posts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { LazyPicture } from './lazy-picture';

/**
 * One static blog post. The posts have no pages of their own, so Read More expands the card's text in
 * place instead of being a link that goes nowhere.
 */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <LazyPicture
        src={post.image}
        size={[640, 400]}
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarIcon className="size-4" aria-hidden="true" />
          <time dateTime={post.date}>{formatDate(`${post.date}T00:00:00`)}</time>
        </p>
        <Heading className="text-lg leading-snug font-bold text-slate-900">{post.title}</Heading>
        <p
          id={descriptionId}
          className={cn('text-sm leading-relaxed text-slate-600', !expanded && 'line-clamp-2')}
        >
          {post.description}
        </p>
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-auto h-auto! self-start px-0! py-1!"
        >
          {expanded ? 'Show Less' : 'Read More'}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform', expanded && 'rotate-180')}
          />
        </Button>
      </div>
    </article>
  );
}
