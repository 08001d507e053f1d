import { MessageCircleQuestionIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { FAQ_ENTRIES } from '@/content/faq';
import { usePageTitle } from '@/lib/use-page-title';
import { FaqList } from '../components/faq-list';
import { contentPaths } from '../paths';

export function FaqPage() {
  usePageTitle('Faq');
  return (
    <>
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead="Everything you need to know about buying, financing and looking after your car."
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
        <FaqList entries={FAQ_ENTRIES} headingLevel={2} />
        <div className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-8 text-center">
          <MessageCircleQuestionIcon className="size-8 text-brand-700" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">Still have questions?</p>
          <p className="text-sm text-slate-700">Our team is happy to help with anything not covered here.</p>
          <ButtonLink to={contentPaths.contact}>Contact Us</ButtonLink>
        </div>
      </div>
    </>
  );
}
