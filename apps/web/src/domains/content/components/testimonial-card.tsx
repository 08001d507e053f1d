import { QuoteIcon } from 'lucide-react';
import type { Testimonial } from '@/content/testimonials';
import { LazyPicture } from './lazy-picture';
import { StarRating } from './star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <QuoteIcon className="size-8 text-brand-100" aria-hidden="true" />
      </div>
      <blockquote className="flex-1 text-slate-700">
        <p>“{testimonial.testimonial}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-4">
        <LazyPicture src={testimonial.profileImage} size={[48, 48]} className="size-12 rounded-full" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">
            {testimonial.designation} · {testimonial.location}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
