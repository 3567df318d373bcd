// The small part of motion that reveals need (an IntersectionObserver helper and the WAAPI
// animator), in a chunk of its own that loads after the page is interactive.
export { inView } from 'motion';
export { animate } from 'motion/mini';
