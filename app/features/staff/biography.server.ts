import { biographyAt, getContent } from "~/site/content.server";
import { imageFor } from "~/site/image-manifest.server";
import { absoluteUrl, metaFor } from "~/site/page-data.server";
import { personJsonLd } from "~/lib/structured-data";
import { speakerUrl } from "~/lib/sermon-host";
import { biographyPhoto, emailLink, fullName, hasRecordings } from "~/lib/staff";
import { pageOfKind } from "~/lib/page-registry";
import { biographyCount } from "~/lib/sermons/sermon-views";
import { sermonsBy, sermonsToShow } from "~/site/sermons.server";

/** The person whose biography lives at this request's address, ready to show. */
export function biographyData(request: Request) {
  const path = new URL(request.url).pathname;
  const person = biographyAt(path);
  if (!person?.about) throw new Response("Not Found", { status: 404 });
  const name = fullName(person);
  const { siteConfig, pages } = getContent();
  const directory = pageOfKind(pages, "staff")!;
  const host = siteConfig.links.sermonHost;
  const speaker = person.about.sermonSpeaker ?? name;
  const photo = imageFor(biographyPhoto(person));
  const email = emailLink(person, siteConfig.contact.email);
  const page = {
    title: name,
    description: `${name}, ${person.title} at ${siteConfig.church.name}. ${person.about.bio[0]}`
      .slice(0, 157)
      .replace(/\s+\S*$/, "…"),
  };
  // Their latest sermons from the church's feed, above the host's archive of them.
  const sermons = sermonsToShow(sermonsBy(speaker, biographyCount), path);
  const jsonLd = personJsonLd(
    {
      name,
      jobTitle: person.title,
      url: absoluteUrl(path),
      image: absoluteUrl(photo.fallback),
      email: person.email,
    },
    siteConfig,
  );
  return {
    meta: metaFor(path, page, { parent: directory.path, jsonLd: [jsonLd, ...sermons.jsonLd] }),
    path,
    sermons: { views: sermons.views, hostName: sermons.hostName },
    person: {
      name,
      title: person.title,
      email,
      photo,
      bio: person.about.bio,
    },
    /** The way back to the staff directory. */
    directory: { path: directory.path, title: directory.title },
    /** The person's recordings on the sermon host, for a church whose host lists each speaker's, if they preach or teach there. */
    archive: host?.speakerEmbed &&
      hasRecordings(person.about, sermons.views.length) && {
        recordings: person.about.recordings ?? "Messages",
        hostName: host.name,
        embed: speakerUrl(host.speakerEmbed, speaker),
        link: host.speakerArchive ? speakerUrl(host.speakerArchive, speaker) : host.archive,
      },
  };
}

export type Biography = ReturnType<typeof biographyData>["person"];
export type LatestSermons = ReturnType<typeof biographyData>["sermons"];
export type SpeakerArchive = NonNullable<ReturnType<typeof biographyData>["archive"]>;
