import { StaffBiography } from "~/features/staff/staff-biography";
import { biographyData } from "~/features/staff/biography.server";
import type { Route } from "./+types/staff-bio";

export const loader = ({ request }: Route.LoaderArgs) => biographyData(request);

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function StaffBio({ loaderData }: Route.ComponentProps) {
  return <StaffBiography person={loaderData.person} archive={loaderData.archive} directory={loaderData.directory} />;
}
