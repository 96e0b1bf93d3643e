/** Texts of a person's profile page (/user/:username). */
export default {
  "profile.blogs": "Blogs",
  "profile.reads": "Reads",
  "profile.editProfile": "Edit Profile",
  "profile.socialLinks": "Social links",
  "profile.joinedOn": "Joined on {date}",
  "profile.blogsPublished": "Blogs Published",
  "profile.noSuchAccount": "There is no account called <0>@{username}</0>. It may have been renamed.",
  "profile.goHome": "Go to home page",
  "profile.unavailable": "This profile could not be loaded just now. Please check your connection and try again.",
  "profile.tryAgain": "Try again",
} as const;
