import { ExternalEmbed } from "~/components/ui/external-embed";
import { PageIntro } from "~/components/ui/page-intro";
import styles from "~/features/media/sermon-archive.module.css";
import { serviceLink } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/sermons";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...pageData(request),
  host: serviceLink("sermonHost"),
});

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Sermons({ loaderData }: Route.ComponentProps) {
  const { page, host } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <ExternalEmbed
          src={host.embed}
          title={`Sermon archive on ${host.name}`}
          link={{ href: host.archive, label: `Open the sermon archive on ${host.name}` }}
          frameClassName={styles.frame}
          linkFirst
        />
      </div>
    </>
  );
}
