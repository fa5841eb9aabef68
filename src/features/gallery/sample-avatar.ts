// A drawn portrait as a data URI, so the gallery shows an avatar image without a request (the CSP
// allows data: images).
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#0e7490"/>
<circle cx="32" cy="25" r="12" fill="#fde68a"/>
<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#f8fafc"/>
</svg>`;

/** A sample avatar image for the gallery. */
export const sampleAvatarUrl = `data:image/svg+xml,${encodeURIComponent(portrait)}`;
