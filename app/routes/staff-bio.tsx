import { StaffBiography } from "~/features/staff/staff-biography";
import { biographyData } from "~/features/staff/biography.server";
import type { Route } from "./+types/staff-bio";

export const loader = ({ request }: Route.LoaderArgs) => biographyData(request);

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function StaffBio({ loaderData }: Route.ComponentProps) {
  const { person, archive, directory, sermons, path } = loaderData;
  return <StaffBiography person={person} archive={archive} directory={directory} sermons={sermons} path={path} />;
}
