import { PageIntro } from "~/components/ui/page-intro";
import { StaffDirectory } from "~/features/staff/staff-directory";
import { staffDirectoryData } from "~/features/staff/staff-directory.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/staff";

export const loader = ({ request }: Route.LoaderArgs) => ({ ...pageData(request), groups: staffDirectoryData() });

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { page, groups } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <StaffDirectory groups={groups} />
      </div>
    </>
  );
}
