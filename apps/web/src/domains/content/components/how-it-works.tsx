import { CarFrontIcon, HandCoinsIcon, KeyRoundIcon, type LucideIcon, SearchIcon } from 'lucide-react';
import { HOW_IT_WORKS_STEPS } from '@/content/home-highlights';
import { HomeSection } from './home-section';

const STEP_ICONS: readonly LucideIcon[] = [SearchIcon, CarFrontIcon, HandCoinsIcon, KeyRoundIcon];

/** Search, Select, Finance, Drive (spec §2). */
export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      eyebrow="Simple and transparent"
      title="How It Works"
      lead="From first search to first drive in four easy steps."
      className="bg-slate-50"
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS_STEPS.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? SearchIcon;
          return (
            <li
              key={step.title}
              className="relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </HomeSection>
  );
}
