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

/** The ten home sections, in the specification's order (spec §2 "Home page"). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <h1 className="sr-only">CarShop: buy new and used cars online</h1>
      <HeroSlider />
      <CategoryGrid />
      <FeaturedCars />
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
