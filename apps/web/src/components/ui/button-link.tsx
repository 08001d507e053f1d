import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/** A link that looks like a button (shadcn's `buttonVariants` on a router Link). */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
