/**
 * What families take from a memorial: directions, times in their own zone, calendar
 * files, the family's livestream, the QR code, and the form's time zone choice.
 */
export default {
  "keepsakes.inPlace": "in {place}",
  "keepsakes.yourTime": "{time} your time",
  "keepsakes.directions": "Directions",
  "keepsakes.directionsOn": "Directions to {address} on {site}",
  "keepsakes.addToCalendar": "Add to calendar",
  "keepsakes.calendarFile": "Calendar file (.ics)",
  "keepsakes.calendarFileFor": "Calendar file (.ics) for {name}",
  "keepsakes.googleCalendar": "Google Calendar",
  "keepsakes.googleCalendarFor": "Google Calendar: {name}",
  "keepsakes.addAllToCalendar": "Add every service to your calendar (.ics)",
  "keepsakes.livestream": "Livestream shared by the family",
  "keepsakes.livestreamLabel": "Livestream",
  "keepsakes.watchOn": "Watch on {domain}",
  "keepsakes.qrHeading": "QR code",
  "keepsakes.qrIntro": "For cards, the notice board and the headstone.",
  "keepsakes.qrAlt": "QR code of the link to this memorial",
  "keepsakes.downloadPng": "Download PNG",
  "keepsakes.downloadSvg": "Download SVG",
  "keepsakes.timeZone": "Time zone",
  "keepsakes.timeZoneHint": "Suggested from the place. Visitors abroad also see the time in their own zone.",
  "keepsakes.commonZones": "Where families often gather",
  "keepsakes.allZones": "All time zones",
} as const;
