import { deferredSection } from '@/lib/deferred-section';
import { usePageTitle } from '@/lib/use-page-title';
import { CategoryGrid } from '../components/category-grid';
import { FeaturedCars } from '../components/featured-cars';
import { HeroSlider } from '../components/hero-slider';
import { Newsletter } from '../components/newsletter';

// The sections below the first screens arrive rendered by the server and fetch their code as they near the
// screen (ADR 022). All but the counters also skip their style and layout while off screen (the counters
// move as they come into view). The newsletter hydrates with the page: its stand-in form must catch a
// Subscribe pressed before its validation has loaded, which a section still waiting for its code cannot.
const offscreen = { skipOffscreenPaint: true };
const BlogTeaser = deferredSection(
  'blog',
  () => import('../components/blog-teaser').then((m) => m.BlogTeaser),
  offscreen,
);
const HowItWorks = deferredSection(
  'how-it-works',
  () => import('../components/how-it-works').then((m) => m.HowItWorks),
  offscreen,
);
const TestimonialsSlider = deferredSection(
  'testimonials',
  () => import('../components/testimonials-slider').then((m) => m.TestimonialsSlider),
  offscreen,
);
const HomeFaq = deferredSection(
  'faq',
  () => import('../components/home-faq').then((m) => m.HomeFaq),
  offscreen,
);
const FeatureCards = deferredSection(
  'feature-cards',
  () => import('../components/feature-cards').then((m) => m.FeatureCards),
  offscreen,
);
const CommunityStats = deferredSection('community-stats', () =>
  import('../components/community-stats').then((m) => m.CommunityStats),
);

/** The ten home sections, in the specification's order (spec §2 "Home page"). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <h1 className="sr-only">CarShop: buy new and used cars online</h1>
      <HeroSlider />
      <CategoryGrid />
      {/* Hydrated with the page (Add to Cart), but its style and layout wait until it nears the screen. */}
      <div className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
        <FeaturedCars />
      </div>
      <BlogTeaser />
      <HowItWorks />
      <TestimonialsSlider />
      <HomeFaq />
      <FeatureCards />
      <CommunityStats />
      <Newsletter />
    </>
  );
}
