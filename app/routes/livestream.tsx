import { ActionButtons } from "~/components/ui/action-buttons";
import { ExternalEmbed } from "~/components/ui/external-embed";
import { PageIntro } from "~/components/ui/page-intro";
import styles from "~/features/media/live-stream.module.css";
import { nextServiceId } from "~/features/media/next-service";
import { actionLinks, resolveActions } from "~/lib/actions";
import { liveSchedule } from "~/lib/service-clock";
import { videoHost } from "~/lib/video";
import { streamedSchedule } from "~/lib/service-times";
import { zoneName } from "~/lib/time-zone";
import { feature, getContent, serviceLink } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import { inlineScript } from "~/site/page-script.server";
import type { Route } from "./+types/livestream";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const { siteConfig } = content;
  const livestream = feature("livestream");
  return {
    ...pageData(request),
    embed: serviceLink("liveStreamEmbed"),
    channel: serviceLink("videoChannel"),
    schedule: streamedSchedule(siteConfig.serviceTimes),
    live: liveSchedule(siteConfig, content.today),
    zone: zoneName(siteConfig.church.timeZone, Date.now(), "longGeneric"),
    actions: resolveActions(livestream.actions, actionLinks(content)),
    nextServiceScript: inlineScript("next-service"),
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Livestream({ loaderData }: Route.ComponentProps) {
  const { page, embed, channel, schedule, live, zone, actions, nextServiceScript } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <div className={styles.stream}>
          {schedule && (
            <>
              <p className={styles.schedule}>Streamed live: {schedule}.</p>
              <p className={styles.next} id={nextServiceId} data-schedule={JSON.stringify(live)}>
                Times are {zone}.
              </p>
              <script dangerouslySetInnerHTML={{ __html: nextServiceScript }} />
            </>
          )}
          <ExternalEmbed
            src={embed}
            title="Live stream of the worship service"
            link={{ href: channel, label: `Watch on our ${videoHost(channel)} channel` }}
            kind="video"
            frameClassName={styles.video}
          />
          <ActionButtons actions={actions} />
        </div>
      </div>
    </>
  );
}
