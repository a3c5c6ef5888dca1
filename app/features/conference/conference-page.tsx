import { ActionButtons } from "~/components/ui/action-buttons";
import { ExternalEmbed } from "~/components/ui/external-embed";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import { afterAttributes, untilAttributes } from "~/lib/notices";
import { countOf, sentenceStart } from "~/lib/counting";
import { videoHost, videoPageUrl } from "~/lib/video";
import type { ConferenceData } from "./conference-data.server";
import styles from "./conference-page.module.css";

/** The missions conference: video and registration, the speakers, and the schedule with calendar files. */
export function ConferencePage({ conference }: { conference: ConferenceData }) {
  return (
    <div className="page">
      <div className={styles.top}>
        <div>
          <h2 className={styles.name}>{conference.name}</h2>
          <p className={styles.theme}>{conference.theme}</p>
          <p>{conference.description}</p>
          {!conference.past && (
            <div {...untilAttributes(conference.season)}>
              <ActionButtons actions={[conference.register]} />
              <p className={styles.calendar}>
                <a href={conference.calendarHref}>Add the whole conference to your calendar (.ics)</a>
              </p>
            </div>
          )}
          <div className={styles.past} {...afterAttributes(conference.season, conference.today)}>
            <p>
              <strong>The conference is over.</strong> It ended on {conference.ended}; thank you to everyone who came
              and prayed.
              {conference.afterwards.next && ` Next conference: ${conference.afterwards.next}.`}
            </p>
            <ActionButtons actions={[conference.afterwards.recordings]} />
          </div>
        </div>
        {conference.videoUrl && (
          <ExternalEmbed
            src={conference.videoUrl}
            title={`Video: ${conference.name}`}
            link={{
              href: videoPageUrl(conference.videoUrl),
              label: `Watch the conference video on ${videoHost(conference.videoUrl)}`,
            }}
            kind="video"
            frameClassName={styles.video}
          />
        )}
      </div>

      {conference.speakers.length > 0 && (
        <section aria-labelledby="speakers-heading" className={styles.block}>
          <h2 id="speakers-heading">Our speakers</h2>
          <ul className={styles.speakers}>
            {conference.speakers.map((speaker, i) => (
              <li key={speaker.name} className={styles.speaker}>
                <ResponsivePicture
                  image={speaker.image}
                  alt={`Portrait of ${speaker.name}`}
                  sizes="8rem"
                  // The first two portraits end within about 2,000 px of the top on a phone, which
                  // Chrome would fetch at once even if lazy; the page's text is its largest paint.
                  loading={i < 2 ? "eager" : "lazy"}
                  fetchPriority={i < 2 ? "low" : undefined}
                  className={styles.photo}
                />
                <div>
                  <h3 className={styles.speakerName}>{speaker.name}</h3>
                  <p className={styles.role}>{speaker.role}</p>
                  {speaker.bio.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="schedule-heading" className={styles.block}>
        <h2 id="schedule-heading">Schedule</h2>
        <p>
          {sentenceStart(countOf(conference.days.length, "day"))}, {countOf(conference.sessionCount, "session")}. All
          times are {conference.zone}.
        </p>
        <div className={styles.schedule}>
          {conference.days.map((day) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`} className={styles.day}>
              <h3 id={`day-${day.date}`}>
                <time dateTime={day.date}>{day.label}</time>
              </h3>
              <ol className={styles.sessions}>
                {day.sessions.map((session) => (
                  <li key={session.index} className={styles.session}>
                    <p className={styles.time}>
                      <time dateTime={`${session.date}T${session.start}`}>{session.startLabel}</time> to{" "}
                      <time dateTime={`${session.date}T${session.end}`}>{session.endLabel}</time>
                    </p>
                    <h4 className={styles.sessionTitle}>{session.title}</h4>
                    {session.speaker && <p className={styles.sessionSpeaker}>{session.speaker}</p>}
                    {session.description && <p>{session.description}</p>}
                    <a href={session.calendarHref} className={styles.add}>
                      Add to calendar<span className="visually-hidden">: {session.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
