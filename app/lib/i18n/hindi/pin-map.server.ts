/**
 * The pin map's words (components/location/pin-map.client.tsx, use-pin-map.tsx; docs/decisions/059-map-pin-and-location-states.md):
 * the address form (the account's part) and the location picker (its own part) both open it, so both parts take these.
 */
import type { Messages } from "../translate";

export const PIN_MAP: Messages = {
  "Opening the map…": "नक्शा खुल रहा है…",
  "We couldn't open the map. Check your connection and try again.": "नक्शा नहीं खुल पाया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
  "Map for the delivery pin": "डिलीवरी पिन का नक्शा",
  "Zoom in": "ज़ूम इन करें",
  "Zoom out": "ज़ूम आउट करें",
  "© [OpenStreetMap] contributors": "© [OpenStreetMap] योगदानकर्ता",
  "The map opens on {place}: move the pin to your door.": "नक्शा {place} पर खुलता है: पिन को अपने दरवाज़े तक ले जाएँ।",
  "The map opens at {place}.": "नक्शा {place} पर खुलता है।",
  "Drag the pin or tap the map to mark your door. With the pin focused, the arrow keys move it.":
    "अपना दरवाज़ा दिखाने के लिए पिन को खींचें या नक्शे पर टैप करें। पिन चुना हो, तो तीर वाली कुंजियाँ भी उसे हिलाती हैं।",
  "Close the map": "नक्शा बंद करें",
};
