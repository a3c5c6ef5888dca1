import type { Membership } from "../../../content/schema/attendees";
import { AudioPlayer } from "~/components/ui/audio-player";
import { telHref } from "~/lib/contact";
import styles from "./membership-steps.module.css";

/** Props of {@link MembershipSteps}. */
export interface MembershipStepsProps {
  steps: Membership["steps"];
  message: Membership["message"] & { dateLabel: string };
  /** Whom to ask for a copy when the recording's host cannot be reached. */
  office: { phone: string; email: string };
}

/** The numbered steps to baptism and membership, and the recorded message to listen to or download. */
export function MembershipSteps({ steps, message, office }: MembershipStepsProps) {
  return (
    <>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">The steps</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.message} aria-labelledby="message-heading">
        <h2 id="message-heading">Listen: {message.title}</h2>
        <p className={styles.byline}>
          {message.speaker} · <time dateTime={message.date}>{message.dateLabel}</time> · {message.duration}
        </p>
        <AudioPlayer
          src={message.audioUrl}
          label={message.title}
          downloadLabel={`Download the message (MP3, ${message.duration})`}
          unavailable={
            <>
              The recording cannot be reached right now. The message in brief is below; for a copy of the recording,
              call the church office at <a href={telHref(office.phone)}>{office.phone}</a> or write to{" "}
              <a href={`mailto:${office.email}`}>{office.email}</a>.
            </>
          }
        />
        <h3 className={styles.summaryHeading}>The message in brief</h3>
        {message.summary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </>
  );
}
