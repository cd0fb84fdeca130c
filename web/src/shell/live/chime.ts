/**
 * The sound of a new event: two short rising tones made by the Web Audio API (no sound file to fetch). A browser
 * plays it only once the user has clicked or typed on the page; before that it is silently skipped.
 */
let context: AudioContext | undefined;

export function chime(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [frequency, at] of [
      [880, 0],
      [1320, 0.14],
    ] as const) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + at);
      volume.gain.exponentialRampToValueAtTime(0.18, start + at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.4);
      tone.connect(volume).connect(context.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.45);
    }
  } catch {
    // No audio on this device.
  }
}
