import { ExternalEmbed } from "~/components/ui/external-embed";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import { SermonList } from "~/components/ui/sermon-list";
import type { Biography, LatestSermons, SpeakerArchive } from "./biography.server";
import styles from "./staff-biography.module.css";

/** Props of {@link StaffBiography}. */
export interface StaffBiographyProps {
  person: Biography;
  /** The person's messages on the sermon host, where the church has one. */
  archive?: SpeakerArchive;
  /** The staff directory, which the page leads back to. */
  directory: { path: string; title: string };
  /** Their latest sermons from the church's feed; none without one. */
  sermons: LatestSermons;
  /** The page's address. */
  path: string;
}

/** A staff member's page: photo, name, role, biography, a button to write to them and their messages. */
export function StaffBiography({ person, archive, directory, sermons, path }: StaffBiographyProps) {
  const { email } = person;
  return (
    <div className="page">
      <article className={styles.bio}>
        <ResponsivePicture
          image={person.photo}
          alt={`Portrait of ${person.name}`}
          sizes="(min-width: 768px) 18rem, 60vw"
          priority
          className={styles.photo}
        />
        <div>
          {/* The way back is not the person's page: the search index leaves it out. */}
          <p className={styles.back} data-search-skip>
            <a href={directory.path}>
              <span aria-hidden="true">← </span>
              {directory.title}
            </a>
          </p>
          <h1 className={styles.name}>{person.name}</h1>
          <p className={styles.title}>{person.title}</p>
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a className="button" href={email.href}>
              {email.action} {email.subject}
            </a>
          </p>
        </div>
      </article>
      {archive && (
        <section className={styles.messages} aria-labelledby="messages-heading">
          <h2 id="messages-heading">
            {archive.recordings} by {person.name}
          </h2>
          {sermons.views.length > 0 && (
            <>
              <SermonList sermons={sermons.views} hostName={sermons.hostName} path={path} />
              <p>
                Every one of {person.name}&rsquo;s {archive.recordings.toLowerCase()}, on {archive.hostName}:
              </p>
            </>
          )}
          <ExternalEmbed
            src={archive.embed}
            title={`${archive.recordings} by ${person.name} on ${archive.hostName}`}
            link={{
              href: archive.link,
              label: `Open ${person.name}'s ${archive.recordings.toLowerCase()} on ${archive.hostName}`,
            }}
            frameClassName={styles.archiveFrame}
            linkFirst
          />
        </section>
      )}
    </div>
  );
}
