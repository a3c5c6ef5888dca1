import { Fragment } from "react";
import { Carousel, type CarouselSlide } from "~/components/ui/carousel";
import { Island } from "~/components/ui/island";
import type { HomeContent, PageSection } from "../../../content/schema/home";
import type { InvolvedSectionProps } from "./involved-section";
import { InvolvedSection } from "./involved-section";
import { LatestSermonSection, type LatestSermonSectionProps } from "./latest-sermon-section";
import { PurposeSection } from "./purpose-section";
import type { ServiceTimesData } from "./service-times-data";
import { ServiceTimesSection } from "./service-times-section";
import { ThisWeekSection, type ThisWeekSectionProps } from "./this-week-section";
import { Welcome, type WelcomeProps } from "./welcome-section";

/** What the home page can show; `sections` picks which and in what order. */
export interface HomeSectionsProps {
  sections: PageSection[];
  slides: CarouselSlide[];
  /** Each section's text, where the church wrote it: present whenever `sections` lists it. */
  purpose?: HomeContent["purpose"];
  involved?: InvolvedSectionProps["involved"];
  services?: ServiceTimesData;
  thisWeek?: ThisWeekSectionProps;
  latestSermon?: LatestSermonSectionProps;
  /** The church's time zone, in which a banner's last day ends. */
  timeZone: string;
  /** The day the page was built, before which a banner yet to begin stays hidden. */
  today: string;
  /** The page's heading with the Sunday times and the address: after the banners, or first without them. */
  welcome?: WelcomeProps;
}

/** The home page's sections in the order of pageSections in content/home.yaml, the welcome after the banners. */
export function HomeSections({
  sections,
  slides,
  purpose,
  involved,
  services,
  thisWeek,
  latestSermon,
  timeZone,
  today,
  welcome,
}: HomeSectionsProps) {
  const render: Record<PageSection, () => React.ReactNode> = {
    // Every banner may have ended; the section then goes.
    Carousel: () =>
      slides.length > 0 && (
        <Island
          name="carousel"
          component={Carousel}
          props={{ id: "featured", slides, label: "Featured", timeZone, today }}
        />
      ),
    OurPurpose: () => purpose && <PurposeSection purpose={purpose} />,
    HowToGetInvolved: () => involved && <InvolvedSection involved={involved} />,
    ServiceTimeAndLocation: () => services && <ServiceTimesSection data={services} />,
    ThisWeek: () => thisWeek && <ThisWeekSection {...thisWeek} />,
    // No sermon in the feed yet: the section waits for the first.
    LatestSermon: () => latestSermon && <LatestSermonSection {...latestSermon} />,
  };
  // Right after the banners when they come first, so a phone shows the times in its first screen.
  const welcomeAfter = sections[0] === "Carousel" && slides.length > 0 ? "Carousel" : undefined;
  return (
    <>
      {welcome && !welcomeAfter && <Welcome {...welcome} />}
      {sections.map((name) => (
        <Fragment key={name}>
          {render[name]()}
          {welcome && name === welcomeAfter && <Welcome {...welcome} />}
        </Fragment>
      ))}
    </>
  );
}
