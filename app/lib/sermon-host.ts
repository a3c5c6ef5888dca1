/** An address of the sermon host for one speaker's messages, from a template with {speaker} in it. */
export function speakerUrl(template: string, speaker: string): string {
  return template.replaceAll("{speaker}", encodeURIComponent(speaker));
}
