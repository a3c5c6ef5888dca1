/**
 * The preview pane drawn with the site's own components and styles: the banner, a section of
 * cards, a staff card, a ministry page. The entry is read as the build reads it (the content
 * check over the repository with the entry in it), facts filled in, and drawn to markup by the
 * site's components; the editor shows that markup in its preview frame, with the site's styles.
 * Loaded when a preview is first drawn, not with the editor.
 */
import "./zod-without-eval.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { FlashBanner } from "~/components/layout/flash-banner";
import { FallSection } from "~/features/fall/fall-page";
import { fallSectionView } from "~/features/fall/fall-section-view";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryView } from "~/features/ministries/ministry-view";
import { StaffDirectory } from "~/features/staff/staff-directory";
import { actionLinks } from "~/lib/actions";
import type { CardSources } from "~/lib/card-view";
import { parseInlineMarkdown } from "~/lib/content/markdown-document";
import type { SiteCheck } from "~/lib/content/site-check";
import { withFacts } from "~/lib/facts-in-text";
import type { ResponsiveImage } from "~/lib/images";
import { fullName, staffDirectory } from "~/lib/staff";
import { parse } from "yaml";
import { ministryKinds } from "../content/schema/page.ts";

/** A picture of the repository (/staff/jane.jpg) as the preview frame can load it. */
export type PreviewPicture = (src: string) => string;

/**
 * The markup of the entry in `file` (its text `text`) as the site draws it, from the check of the
 * repository with it; undefined while the site would refuse it, or for an entry the site does not
 * draw alone.
 */
export function previewMarkup(
  check: SiteCheck,
  file: string,
  text: string,
  pictureUrl: PreviewPicture,
): string | undefined {
  if (!check.ok) return undefined;
  const content = withFacts(check.content, check.facts);
  const picture = (src: string): ResponsiveImage => {
    const url = pictureUrl(src);
    return { width: 800, height: 600, avif: `${url} 800w`, webp: `${url} 800w`, fallback: url };
  };
  const links = actionLinks(content);
  const cards: CardSources = { plan: content.educationPlan, links, picture };
  const entry = file.endsWith(".yaml") ? (parse(text) as Record<string, unknown>) : {};

  if (file === "content/flash-banner.yaml" && content.flashBanner) {
    const { flashMessage, showUntil } = content.flashBanner;
    return renderToStaticMarkup(
      <FlashBanner content={parseInlineMarkdown(flashMessage).content} showUntil={showUntil} />,
    );
  }
  if (file.startsWith("content/fall-sections/") && content.fallPage) {
    const section = content.fallPage.sections.find((s) => s.title === entry["title"]);
    if (!section) return undefined;
    return renderToStaticMarkup(
      <div className="page">
        <FallSection section={fallSectionView(section, cards)} />
      </div>,
    );
  }
  if (file.startsWith("content/staff/") && content.staffSections) {
    const groups = staffDirectory(content.staffSections, content.siteConfig.contact.email);
    const name = fullName(entry as { firstName: string; lastName: string });
    const group = groups.find((g) => g.people.some((person) => person.name === name));
    if (!group) return undefined;
    const people = group.people
      .filter((person) => person.name === name)
      .map((person) => ({ ...person, image: picture(person.photo) }));
    return renderToStaticMarkup(
      <div className="page">
        <StaffDirectory groups={[{ ...group, people }]} />
      </div>,
    );
  }
  const page = content.pages.find((p) => p.file === file);
  if (page && ministryKinds.includes(page.kind)) {
    const ministry = ministryView(page, { siteConfig: content.siteConfig, links, cards });
    return renderToStaticMarkup(<MinistryPage title={page.title} intro={page.intro} ministry={ministry} />);
  }
  return undefined;
}
