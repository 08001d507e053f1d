import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { BlogTeaser } from '../components/blog-teaser';
import { CategoryGrid } from '../components/category-grid';
import { CommunityStats } from '../components/community-stats';
import { FeatureCards } from '../components/feature-cards';
import { FeaturedCars } from '../components/featured-cars';
import { HeroSlider } from '../components/hero-slider';
import { HomeFaq } from '../components/home-faq';
import { HowItWorks } from '../components/how-it-works';
import { Newsletter } from '../components/newsletter';
import { TestimonialsSlider } from '../components/testimonials-slider';

/**
 * Sections below the first screen (but the last two, whose counters and form move while in view): the browser skips their style and layout until they come near the viewport
 * (`content-visibility: auto`), which keeps the first paint and hydration of this long page short. The size
 * they stand in with is remembered once they have been shown.
 */
function Deferred({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">{children}</div>;
}

/** The ten home sections, in the specification's order (spec §2 "Home page"). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <h1 className="sr-only">CarShop: buy new and used cars online</h1>
      <HeroSlider />
      <CategoryGrid />
      <Deferred>
        <FeaturedCars />
      </Deferred>
      <Deferred>
        <BlogTeaser />
      </Deferred>
      <Deferred>
        <HowItWorks />
      </Deferred>
      <Deferred>
        <TestimonialsSlider />
      </Deferred>
      <Deferred>
        <HomeFaq />
      </Deferred>
      <Deferred>
        <FeatureCards />
      </Deferred>
      <CommunityStats />
      <Newsletter />
    </>
  );
}
