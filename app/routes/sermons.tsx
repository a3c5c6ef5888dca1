import { ExternalEmbed } from "~/components/ui/external-embed";
import { PageIntro } from "~/components/ui/page-intro";
import { SermonFilters, SermonList } from "~/components/ui/sermon-list";
import styles from "~/features/media/sermon-archive.module.css";
import { latestCount } from "~/lib/sermons/sermon-views";
import { canonicalPath, serviceLink } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import { latestSermons, sermonFilterList, sermonsToShow } from "~/site/sermons.server";
import type { Route } from "./+types/sermons";

export function loader({ request }: Route.LoaderArgs) {
  const path = canonicalPath(new URL(request.url).pathname);
  const latest = sermonsToShow(latestSermons(latestCount), path);
  return {
    ...pageData(request, { jsonLd: latest.jsonLd }),
    host: serviceLink("sermonHost"),
    sermons: latest.views,
    filters: sermonFilterList(),
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Sermons({ loaderData }: Route.ComponentProps) {
  const { page, path, host, sermons, filters } = loaderData;
  const archive = (
    <ExternalEmbed
      src={host.embed}
      title={`Sermon archive on ${host.name}`}
      link={{ href: host.archive, label: `Open the sermon archive on ${host.name}` }}
      frameClassName={styles.frame}
      linkFirst
      // Below a full list of the latest sermons it is never on a first screen; below a short one
      // it may be, and without any it is the page.
      belowFirstScreen={sermons.length >= latestCount}
    />
  );
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        {/* Without sermons from the feed (none yet, or no feed), the host's archive is the page. */}
        {sermons.length === 0 ? (
          archive
        ) : (
          <>
            {/* The links stay in view beside the latest, and only beside them: the archive is below both. */}
            <div className={styles.sermonsPage}>
              <section aria-labelledby="latest-heading" className={styles.latest}>
                <h2 id="latest-heading">Latest sermons</h2>
                <SermonList sermons={sermons} hostName={host.name} path={path} />
              </section>
              <SermonFilters filters={filters} />
            </div>
            <section aria-labelledby="archive-heading" className={styles.archive}>
              <h2 id="archive-heading">The full archive</h2>
              {archive}
            </section>
          </>
        )}
      </div>
    </>
  );
}
