import { PageIntro } from "~/components/ui/page-intro";
import { SermonFilters, SermonList } from "~/components/ui/sermon-list";
import styles from "~/features/media/sermon-archive.module.css";
import { sentenceStart } from "~/lib/counting";
import { filterCount, filterTitle } from "~/lib/sermons/sermon-views";
import { speakerUrl } from "~/lib/sermon-host";
import { getContent } from "~/site/content.server";
import { metaFor } from "~/site/page-data.server";
import { filterAt, sermonElsewhere, sermonFilterList, sermonsToShow } from "~/site/sermons.server";
import { pageOfKind } from "~/lib/page-registry";
import type { Route } from "./+types/sermon-filter";

/** The page of one series, speaker or book of the Bible: its newest sermons (filterCount) and the host's archive for the rest, or all of them. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const found = filterAt(path);
  if (!found) throw new Response("Not Found", { status: 404 });
  const { filter, sermons } = found;
  const { siteConfig, pages } = getContent();
  const parent = pageOfKind(pages, "sermons")!;
  const title = filterTitle(filter);
  // "Messages", not "sermons" again: the title says it, and a search for "sermons" is for the sermons page.
  const count = `${filter.count} ${filter.count === 1 ? "message" : "messages"}`;
  const which = { series: `of the series “${filter.name}”`, speaker: `by ${filter.name}`, book: `on ${filter.name}` };
  const intro = `${sentenceStart(count)} ${which[filter.kind]} at ${siteConfig.church.name}, newest first.`;
  const { archive } = sermonElsewhere();
  // With a host's archive, the newest and a link to the rest there (a speaker's own, for a speaker);
  // without one the feed is the archive, and the page lists every sermon of it.
  const speakerArchive = siteConfig.links.sermonHost?.speakerArchive;
  const more =
    archive && filter.count > filterCount
      ? {
          shown: filterCount,
          href: filter.kind === "speaker" && speakerArchive ? speakerUrl(speakerArchive, filter.name) : archive.href,
        }
      : undefined;
  const shown = sermonsToShow(more ? sermons.slice(0, filterCount) : sermons, path);
  return {
    meta: metaFor(
      path,
      { title, description: `${intro} Listen here or at ${shown.hostName}.` },
      {
        parent: parent.path,
        jsonLd: shown.jsonLd,
      },
    ),
    path,
    title,
    intro,
    parent: { path: parent.path, title: parent.title },
    sermons: shown.views,
    hostName: shown.hostName,
    filters: sermonFilterList(),
    more,
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function SermonFilter({ loaderData }: Route.ComponentProps) {
  const { path, title, intro, parent, sermons, hostName, filters, more } = loaderData;
  return (
    <>
      <PageIntro title={title} intro={[intro]} />
      <div className={`page ${styles.sermonsPage}`}>
        <section aria-label={title} className={styles.latest}>
          {/* The way back is not this page's content: the search index leaves it out. */}
          <p data-search-skip>
            <a href={parent.path}>
              <span aria-hidden="true">← </span>All {parent.title.toLowerCase()}
            </a>
          </p>
          <SermonList sermons={sermons} hostName={hostName} path={path} headingLevel={2} />
          {more && (
            <p>
              These are the {more.shown} newest. <a href={more.href}>Every one is in the archive on {hostName}</a>.
            </p>
          )}
        </section>
        <SermonFilters filters={filters} current={path} />
      </div>
    </>
  );
}
