import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryData } from "~/features/ministries/ministry-data.server";
import type { Route } from "./+types/ministry";

export const loader = ({ request }: Route.LoaderArgs) => ministryData(request);

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Ministry({ loaderData }: Route.ComponentProps) {
  const { page, ministry } = loaderData;
  return <MinistryPage title={page.title} intro={page.intro} ministry={ministry} />;
}
