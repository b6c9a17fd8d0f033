"""The game's sounds: which event makes which sound, the mixer and the audio device."""
