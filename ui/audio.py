"""Sound effects, synthesised at start-up (no sound files to ship).

The synthesis (about a second of pure Python) runs on a thread, so the window shows its
first frame at once; a sound asked for before it is ready is skipped, and `sounds` waits
for it. The samples are made once per process (a second App reuses them).

No audio device (or SDL_AUDIODRIVER=dummy, or a mixer error of any kind) means
silence: every call here is then a no-op, never a crash.
"""

from __future__ import annotations

import array
import contextlib
import math
import os
import random
import sys
import threading

import pygame

# the synthesised samples, {(rate, channels): {name: bytes}}: the same every time
_SAMPLES: dict[tuple[int, int], dict[str, bytes]] = {}
_SAMPLES_LOCK = threading.Lock()


@contextlib.contextmanager
def quiet_stderr():
    """Silence what C libraries print on the process's stderr meanwhile (ALSA's "cannot
    find card '0'" when there is no sound card, SDL's notes while it looks for a screen):
    Card Hall says itself what it could not find."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no stderr at all (a windowed build)
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def close_mixer() -> None:
    """Close the mixer, as `pygame.quit` would, without the hang pygame-ce's own
    `mixer.quit` can fall into: it holds the GIL while it takes SDL's audio lock, and a
    sound that ends at that moment has the audio thread, which holds that lock, waiting
    for the GIL. Stopping every sound first (`mixer.stop` lets the GIL go) leaves nothing
    to end meanwhile. Only the main thread plays sounds, so none starts in between."""
    if not pygame.mixer.get_init():
        return
    with contextlib.suppress(pygame.error):
        pygame.mixer.stop()
    pygame.mixer.quit()


class Audio:
    def __init__(self, enabled: bool = True, volume: float = 0.6):
        self.enabled = enabled
        self.volume = volume
        self.available = False
        self.problem: str | None = None  # for the player: why there is no sound
        self.detail: str | None = None   # the driver's own words, for a bug report
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready = threading.Event()  # set once _sounds is final
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init()
            info = pygame.mixer.get_init()
            if not info:
                raise pygame.error("no mixer")
            self.rate, self.format, self.channels = info
            if self.format != -16:
                self.problem = "The sound device's format is not supported"
                self.detail = f"unsupported sample format {self.format}"
                self._ready.set()
                return
            self.available = True
            if (self.rate, self.channels) in _SAMPLES:
                self._make_sounds()
            else:
                threading.Thread(target=self._make_sounds, name="audio", daemon=True).start()
        except (pygame.error, OSError, ValueError) as e:
            # The driver's text ("ALSA: Couldn't open audio device: No such file...")
            # means nothing to a player; what it means for them is this.
            self.problem = "No sound device found"
            self.detail = str(e)
            self._ready.set()

    @property
    def sounds(self) -> dict[str, pygame.mixer.Sound]:
        """The sounds by name (waiting for the synthesis if it is still going on)."""
        self._ready.wait()
        return self._sounds

    @sounds.setter
    def sounds(self, value: dict) -> None:
        self._ready.wait()
        self._sounds = value

    def _make_sounds(self) -> None:
        try:
            key = (self.rate, self.channels)
            with _SAMPLES_LOCK:
                if key not in _SAMPLES:
                    _SAMPLES[key] = self._synthesise()
            sounds = {name: pygame.mixer.Sound(buffer=data)
                      for name, data in _SAMPLES[key].items()}
            for sound in sounds.values():
                sound.set_volume(self.volume)
            self._sounds = sounds
        except Exception as e:  # e.g. the mixer closed meanwhile: silence, never a crash
            self.available = False
            self.problem = "No sound device found"
            self.detail = str(e)
        finally:
            self._ready.set()

    def set_volume(self, volume: float) -> None:
        """The volume (0 silent to 1 full) of every sound from now on, the ones ringing
        now included."""
        self.volume = min(max(float(volume), 0.0), 1.0)
        for sound in self.sounds.values():
            with contextlib.suppress(pygame.error):
                sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not (self.available and self.enabled) or self.volume <= 0:
            return
        if not self._ready.is_set():
            return  # still being synthesised (the first second after start-up)
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass

    # -- synthesis ----------------------------------------------------------------------

    def _buffer(self, samples: list[float]) -> bytes:
        data = array.array("h")
        for s in samples:
            v = int(max(-1.0, min(1.0, s)) * 30000)
            data.extend([v] * self.channels)
        return data.tobytes()

    def _synthesise(self) -> dict[str, bytes]:
        rate = self.rate
        rng = random.Random(7)  # the same sounds every start

        def noise_burst(ms, attack, decay, tone=0.0, brightness=0.6):
            n = int(rate * ms / 1000)
            out, last = [], 0.0
            for i in range(n):
                t = i / n
                env = min(1.0, t / attack) if t < attack else math.exp(-(t - attack) * decay)
                x = rng.uniform(-1, 1)
                last = last + brightness * (x - last)  # one-pole low-pass: paper, not hiss
                s = last * 0.7
                if tone:
                    s += 0.3 * math.sin(2 * math.pi * tone * i / rate)
                out.append(s * env)
            return out

        def chime(freqs, ms):
            n = int(rate * ms / 1000)
            return [sum(math.sin(2 * math.pi * f * i / rate) for f in freqs) / len(freqs)
                    * math.exp(-3.5 * i / n) * 0.6 for i in range(n)]

        def notes(freqs, ms_each, gain=0.45):
            """A soft rising call, one note after another (a bell struck twice)."""
            out = []
            n = int(rate * ms_each / 1000)
            for f in freqs:
                out += [(math.sin(2 * math.pi * f * i / rate)
                         + 0.3 * math.sin(4 * math.pi * f * i / rate))
                        * min(1.0, i / (rate * 0.008)) * math.exp(-4.0 * i / n) * gain
                        for i in range(n)]
            return out

        return {
            "deal": self._buffer(noise_burst(70, 0.05, 9, brightness=0.5)),
            "play": self._buffer(noise_burst(90, 0.02, 12, tone=180, brightness=0.7)),
            "place": self._buffer(noise_burst(110, 0.01, 10, tone=140, brightness=0.45)),
            "sweep": self._buffer(noise_burst(220, 0.25, 6, brightness=0.35)),
            "click": self._buffer(noise_burst(25, 0.05, 20, tone=900, brightness=0.9)),
            "error": self._buffer(chime((196.0, 207.7), 220)),
            "chime": self._buffer(chime((523.3, 659.3, 784.0), 700)),
            "token": self._buffer(chime((880.0, 1318.5), 260)),
            "dice": self._buffer(noise_burst(300, 0.02, 5, tone=320, brightness=0.8)),
            "turn": self._buffer(notes((587.3, 880.0), 150)),  # your turn: D5 then A5
        }
