import { HomeIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { contentPaths } from '@/domains/content/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
      <img
        src="/images/not-found.svg"
        alt="A small red car stopped beside a 404 road sign"
        width={640}
        height={360}
        className="h-auto w-full max-w-md"
      />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Uh-oh!</h1>
      <p className="text-lg text-slate-600">We can't find that page.</p>
      <ButtonLink to={contentPaths.home} size="lg">
        <HomeIcon aria-hidden="true" />
        Back to homepage
      </ButtonLink>
    </div>
  );
}
