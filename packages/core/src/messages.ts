/**
 * Every user-facing text of docs/spec.md sections 5 and 8, word for word (typos included:
 * they are the product's). The forms and the server both read them from here.
 */
export const MESSAGES = {
  // Sign in / sign up / forgot / reset
  enterEmail: "Enter email",
  emailInvalid: "Email is invalid, Please enter valid email!",
  passwordRule: "Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters",
  firstNameRequired: "Please enter first name!",
  lastNameRequired: "Please enter last name!",
  nameTooShort: "First name and last name must be at least 3 letter long",
  enterPassword: "Enter password",
  confirmPasswordRequired: "Please enter the confirm password",
  confirmPasswordMismatch: "Confirm password does not match!",
  resetMailSent: "Please check your email, reset mail was sent.",
  passwordResetDone: "Your password has been reset. Please sign in.",
  anErrorOccurred: "An error occurred",
  googleTrouble: "trouble login through google",
  googleNotConfigured: "Google sign-in is not configured",
  wrongCredentials: "Email or password is incorrect",
  emailTaken: "Email already exists",
  usernameTaken: "Username is already taken",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  googleAccountUseGoogle: "This account was created with Google. Please sign in with Google.",
  googleAccountNoPassword: "This account was created with Google, so it has no password to change.",

  // Change password
  currentPasswordRequired: "Plaese enter the current password!",
  newPasswordRequired: "Plaese enter the new password!",
  changePasswordRule: "Password should be 6 to 20 characters long with a numaric, a lowercase and 1 uppercase letters!",
  currentPasswordWrong: "Incorrect current password",
  passwordUpdated: "Password Updated",

  // Edit profile
  profileMobileRequired: "Please enter your mobile number",
  profileMobileInvalid: "Invalid mobile number, Please enter valid mobile number!",
  profileResidenceRequired: "Please enter your current residence country",
  usernameTooShort: "Username should be at least 3 letters long",
  bioTooLong: "Bio should not be more than 150",
  socialLinkInvalid: (site: string) => `Please enter a valid ${site} link`,
  profileUpdated: "Profile Updated",

  // Publish memorial
  categoryRequired: "Please select post category",
  bannerRequired: "You must provide portrait profile image of deceased",
  mobileInvalidShort: "Invalid mobile number...",
  /** The optional Tamil-script name fields hold Tamil letters and no Latin ones. */
  tamilNameInvalid: "Please write the Tamil name in Tamil letters",

  // Memorial (comment) and tribute forms
  commentRequired: "Write something to post a memorial...",
  tributeRequired: "Write something to post a tribute...",
  commenterFirstNameRequired: "Please enter your first name...",
  commenterLastNameRequired: "Please enter your last name...",
  commenterEmailRequired: "Please enter your email...",
  commenterEmailInvalid: "Your email is invalid, Please enter valid email address...",
  commenterMobileRequired: "Please enter your mobile number...",
  commenterMobileInvalid: "Invalid mobile number, Please add your valid mobile number...",
  commenterPlaceRequired: "Please enter your current residence place...",
  replyRequired: "Write something to leave a comment...",
  somethingWentWrong: "Something went wrong. Please try again.",

  // Images
  noImagesSelected: "Please select some images!",
  uploadFailed: "Failed to upload files",
  loginToAddImagesAlbum: "Login first to add images on memorial album",
  loginToAddImages: "Please login to add images",
  loginToLike: "Please login to give tribute as flower",

  // Share
  linkCopied: "Link copied to clipboard!",
  linkCopyFailed: "Could not copy the link. Please select it and copy it yourself.",

  // Empty states of the lists and the profile (docs/spec.md section 2, "Search" and "Profile")
  noBlogsPublished: "No blogs published",
  noUserFound: "No user found",
  noPostsPublished: "No posts published",
  nothingToRead: "Nothing to read here",

  // Success and loading toasts
  memorialAdded: "Your memorial added successfully!",
  replyAdded: "Your reply added!",
  tributeAdded: "Tribute added successfully!",
  uploadedBang: "Uploaded!",
  uploadedSuccessfully: "Uploaded successfully",
  published: "Published",
  saved: "Saved",
  uploading: "Uploading...",
  publishing: "Publishing...",
  savingDraft: "Saving Draft...",
  updating: "Updating...",

  // Server-side, not in the spec
  unauthorized: "Please sign in to continue",
  sessionExpired: "Your session has expired. Please sign in again.",
  forbidden: "You are not allowed to do that",
  notFound: "Not found",
  postNotFound: "This memorial could not be found",
  userNotFound: "User not found",
  tooManyRequests: "Too many requests, please try again later",
  bodyTooLarge: "Request body is too large",
  internal: "Internal server error",
  /** The database is unreachable for a moment (restart, failover): a 503, never a 500. */
  serviceUnavailable: "The site is briefly unavailable. Please try again in a moment.",

  // Uploads (docs/api.md "Uploads"); the two file errors use react-dropzone's wording, as docs/spec.md section 5 does
  fileTypeInvalid: "File type must be image/jpeg, image/png, image/webp or image/gif",
  fileTooLarge: "File is larger than 10240000 bytes",
  uploadEmpty: "The file is empty. Please choose an image.",
  uploadFilePartMissing: "Send the image as one file part named file",
  imageTooManyPixels: "The image is too large (at most 60 megapixels)",
  imageImplausible: "This image claims far more pixels than its file holds. Please send the photo itself",
  uploadLinkInvalid: "This upload link is not valid",
  uploadLinkUsed: "This upload link has already been used",
  uploadLinkExpired: "This upload link has expired",
  imageNotFound: "Image not found",
  imageWidthInvalid: "w must be 320, 640 or 1280",
  imagesMustBeUploaded: "Images must be uploaded to this site",
  virtualUrlInvalid: "Please enter a valid virtual service link",
  commentNotFound: "This comment could not be found",
  replyTargetNotFound: "The comment you are replying to could not be found",
  replyTargetRequired: "replying_to is required: say which comment you are replying to",
  tributeNotFound: "This tribute could not be found",
  imageEntryNotFound: "These images could not be found",
  notificationNotFound: "This notification could not be found",
  reportTargetNotFound: "This item could not be found",
  reportActionInvalid: "This action does not apply to this item",
  postHiddenBySite: "This memorial was hidden by the site's team and cannot be published until they restore it",

  // Public lists and search (docs/spec.md section 5 "Searches": only with non-empty text)
  searchTextRequired: "Please enter something to search",
  pageInvalid: "page must be a whole number from 1 to 10000",
  searchTitleInvalid: "title must be Obituary, Remembrance, 31st Remembrance, Year Remembrance, Memorial Remembrance, Recent or place",
  searchAuthorInvalid: "author must be a user _id",

  // Family phone numbers behind 'Show number' (decision 020)
  phoneNumberNotFound: "This phone number could not be found",
  phoneNumberNotShared: "The family has chosen not to share this number",
  phoneRevealLimit: "You have looked at many phone numbers in a short time. Please try again in an hour.",

  // Edit profile photo (docs/spec.md section 5: the profile photo takes jpeg, png, jpg)
  profilePhotoTypeInvalid: "File type must be image/jpeg or image/png",

  // Dashboard empty states (docs/spec.md "Dashboard")
  noPublishedPosts: "No published posts",
  noDraftPosts: "No draft posts",
  nothingAvailable: "Nothing available",

  // Proving an account's e-mail address (decision 034)
  emailVerifyLinkInvalid: "This link to confirm your e-mail address is not valid or has expired. You can ask for a new one in Settings.",
  emailVerifyLimit: "We have sent several links in a short time. Please check your e-mail, or try again in an hour.",
  emailNotVerifiedForInvite: "Please confirm your e-mail address before inviting someone to keep this memorial. You can send the link again in Settings.",

  // Malformed requests answered before any route runs
  urlInvalid: "This address is not valid",
  urlTooLong: "This address is too long",
} as const;
