/** The deceased's name in Tamil script: the memorial form's fields for it. */
export default {
  "names.tamilFirstName": "First Name in Tamil",
  "names.tamilLastName": "Last Name in Tamil",
  "names.tamilFirstNameHint": "Optional, in Tamil letters, e.g. <0>சிவகுமார்</0>",
  "names.tamilLastNameHint": "Optional, e.g. <0>இராசையா</0>. Shown with the English name and found by search.",
} as const;
