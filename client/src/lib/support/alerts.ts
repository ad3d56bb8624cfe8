/** Spec 01 §9: the desktop notification closes itself after 5 s. */
export const NOTIFICATION_MS = 5000;

/** A short two-tone beep made with Web Audio (no sound file); failures are only logged. */
export function playBeep(): void {
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    const audio = new Context();
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.3);
    gain.connect(audio.destination);
    for (const [frequency, start] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + start);
      tone.stop(audio.currentTime + start + 0.15);
    }
    setTimeout(() => void audio.close().catch(() => {}), 600);
  } catch (error) {
    console.warn('support: notification sound failed', error);
  }
}

/** A desktop notification when the person has already allowed them; closes after 5 s. */
export function notifyDesktop(body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const note = new Notification('New message from JobPadi Support', { body: body.slice(0, 200) });
    setTimeout(() => note.close(), NOTIFICATION_MS);
  } catch (error) {
    console.warn('support: desktop notification failed', error);
  }
}

/** Asks for permission once, from a click (browsers ignore requests not made by the person). */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}
