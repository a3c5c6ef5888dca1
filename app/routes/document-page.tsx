import { DocumentPage } from "~/features/documents/document-page";
import { documentData } from "~/features/documents/document-data.server";
import type { Route } from "./+types/document-page";

export const loader = ({ request }: Route.LoaderArgs) => documentData(request);

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Document({ loaderData }: Route.ComponentProps) {
  const { page, document } = loaderData;
  return <DocumentPage title={page.title} intro={page.intro} document={document} />;
}
