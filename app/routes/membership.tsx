import { ActionButtons } from "~/components/ui/action-buttons";
import { PageIntro } from "~/components/ui/page-intro";
import { MembershipSteps } from "~/features/media/membership-steps";
import { actionLinks, resolveActions } from "~/lib/actions";
import { feature, getContent } from "~/site/content.server";
import { longDate } from "~/lib/dates";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/membership";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const membership = feature("membership");
  return {
    ...pageData(request),
    steps: membership.steps,
    message: { ...membership.message, dateLabel: longDate(membership.message.date) },
    actions: resolveActions(membership.actions, actionLinks(content)),
    office: { phone: content.siteConfig.contact.phone, email: content.siteConfig.contact.email },
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Membership({ loaderData }: Route.ComponentProps) {
  const { page, steps, message, actions, office } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <MembershipSteps steps={steps} message={message} office={office} />
        <ActionButtons actions={actions} />
      </div>
    </>
  );
}
