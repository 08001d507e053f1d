import { BadgeCheckIcon, HeadsetIcon, type LucideIcon, ReceiptTextIcon, TruckIcon } from 'lucide-react';
import { FEATURE_CARDS } from '@/content/home-highlights';
import { HomeSection } from './home-section';

const FEATURE_ICONS: readonly LucideIcon[] = [BadgeCheckIcon, ReceiptTextIcon, TruckIcon, HeadsetIcon];

/** Static highlights of the shop (spec §2, section 8). */
export function FeatureCards() {
  return (
    <HomeSection
      id="why-us"
      eyebrow="Why CarShop"
      title="Why Choose Us"
      lead="Buying a car should feel good. Here is how we make sure it does."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURE_CARDS.map((feature, index) => {
          const Icon = FEATURE_ICONS[index] ?? BadgeCheckIcon;
          return (
            <li
              key={feature.title}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
