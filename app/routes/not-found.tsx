import { telHref } from "~/lib/contact";
import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/not-found";

// No loader: an unknown address has nothing to fetch. The text comes with the shell.
export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const shell = matches[0]?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return [...(shell?.notFound.meta ?? []), { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  if (!shell) return null;
  const { page } = shell.notFound;
  return (
    <div className="page">
      <h1>{page.title}</h1>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        If you think this is an error, please contact the church office at{" "}
        <a href={telHref(shell.contact.phone)}>{shell.contact.phone}</a> or{" "}
        <a href={`mailto:${shell.contact.email}`}>{shell.contact.email}</a>.
      </p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
