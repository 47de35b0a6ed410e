import { NextStepCard, PageTitle } from '@reentry/platform';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { MissionSection } from './mission-section';
import { ModulesSection } from './modules-section';
import { TestimonialsSection } from './testimonials-section';
import { useScrollToFragment } from './use-scroll-to-fragment';

export function HomePage() {
  useScrollToFragment();
  return (
    <div className="home">
      <PageTitle />
      <Hero />
      <NextStepCard />
      <MissionSection />
      <ModulesSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection />
    </div>
  );
}
