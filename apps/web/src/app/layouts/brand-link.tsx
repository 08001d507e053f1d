import { Link } from 'react-router';
import { contentPaths } from '@/domains/content/paths';
import { cn } from '@/lib/cn';

/** The shop's logo and name, linking home. */
export function BrandLink({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to={contentPaths.home}
      className={cn('flex shrink-0 items-center gap-2 rounded-md pointer-coarse:min-h-11', className)}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span
        className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}
      >
        Car<span className={inverted ? 'text-sky-300' : 'text-brand-700'}>Shop</span>
      </span>
    </Link>
  );
}
