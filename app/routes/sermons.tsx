import { ExternalEmbed } from "~/components/ui/external-embed";
import { PageIntro } from "~/components/ui/page-intro";
import { SermonFilters, SermonList, SermonSubscribe } from "~/components/ui/sermon-list";
import styles from "~/features/media/sermon-archive.module.css";
import { latestCount } from "~/lib/sermons/sermon-views";
import { canonicalPath } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import { latestSermons, sermonElsewhere, sermonFilterList, sermonsToShow } from "~/site/sermons.server";
import type { Route } from "./+types/sermons";

export function loader({ request }: Route.LoaderArgs) {
  const path = canonicalPath(new URL(request.url).pathname);
  const latest = sermonsToShow(latestSermons(latestCount), path);
  return {
    ...pageData(request, { jsonLd: latest.jsonLd }),
    ...sermonElsewhere(),
    sermons: latest.views,
    hostName: latest.hostName,
    filters: sermonFilterList(),
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Sermons({ loaderData }: Route.ComponentProps) {
  const { page, path, archive, subscribe, sermons, hostName, filters } = loaderData;
  // The host's whole archive, as its listing when it has one, else a link to it.
  const whole =
    archive &&
    (archive.embed ? (
      <ExternalEmbed
        src={archive.embed}
        title={`Sermon archive on ${archive.name}`}
        link={{ href: archive.href, label: `Open the sermon archive on ${archive.name}` }}
        frameClassName={styles.frame}
        linkFirst
        // Below a full list of the latest sermons it is never on a first screen; below a short one
        // it may be, and without any it is the page.
        belowFirstScreen={sermons.length >= latestCount}
      />
    ) : (
      <p>
        <a href={archive.href}>Every sermon is in the archive on {archive.name}</a>.
      </p>
    ));
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <SermonSubscribe links={subscribe} />
        {sermons.length === 0 ? (
          // Without sermons from the feed (none yet, or no feed), the host's archive is the page.
          (whole ?? <p>No sermons are posted yet: the newest will be listed here.</p>)
        ) : (
          <>
            {/* The links stay in view beside the latest, and only beside them: the archive is below both. */}
            <div className={styles.sermonsPage}>
              <section aria-labelledby="latest-heading" className={styles.latest}>
                <h2 id="latest-heading">Latest sermons</h2>
                <SermonList sermons={sermons} hostName={hostName} path={path} />
              </section>
              <SermonFilters filters={filters} />
            </div>
            {whole && (
              <section aria-labelledby="archive-heading" className={styles.archive}>
                <h2 id="archive-heading">The full archive</h2>
                {whole}
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
