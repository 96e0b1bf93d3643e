import type { Comment, ImageEntry, Notification, Post, Tribute, User } from "../db/schema";

/**
 * What "Download my data" puts in its JSON files: everything the account wrote, in
 * the words the person typed, with the dates the server stamped. Never the password hash, the
 * Google subject or derived search columns; other people appear only by the name shown on the
 * site (their e-mails and numbers stay with them).
 */

export function presentAccountProfile(user: User) {
  return {
    _id: user.id,
    fullname: user.fullname,
    username: user.username,
    email: user.email,
    mobilenumber: user.mobilenumber,
    residence: user.residence,
    bio: user.bio,
    profile_img: user.profileImg,
    social_links: { facebook: user.facebook, instagram: user.instagram, x: user.x },
    signs_in_with: { password: user.passwordHash !== null, google: user.googleSub !== null },
    account_info: { total_posts: user.totalPosts, total_reads: user.totalReads },
    joinedAt: user.joinedAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** A memorial the person wrote, drafts included: every field of the form, then what the server keeps about it. */
export function presentExportedPost(post: Post) {
  const {
    id,
    blogId,
    authorId: _authorId,
    searchText: _searchText,
    places: _places,
    deathSort: _deathSort,
    deathDay: _deathDay,
    deathMonthDay: _deathMonthDay,
    nextThithiDay: _nextThithiDay,
    publishedAt,
    createdAt,
    updatedAt,
    totalLikes,
    totalComments,
    totalParentComments: _parents,
    totalTributes,
    totalImages,
    totalReads,
    ...fields
  } = post;
  return {
    _id: id,
    blog_id: blogId,
    ...fields,
    activity: { total_likes: totalLikes, total_comments: totalComments, total_tributes: totalTributes, total_images: totalImages, total_reads: totalReads },
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function presentExportedComment(comment: Comment, blogId: string) {
  return {
    _id: comment.id,
    blog_id: blogId,
    reply_to: comment.parentId,
    comment: comment.comment,
    first_name: comment.firstName,
    last_name: comment.lastName,
    email: comment.email,
    mobile_number: comment.mobileNumber,
    residence: comment.residence,
    commentedAt: comment.commentedAt.toISOString(),
  };
}

export function presentExportedTribute(tribute: Tribute, blogId: string) {
  return {
    _id: tribute.id,
    blog_id: blogId,
    tribute: tribute.tribute,
    first_name: tribute.firstName,
    last_name: tribute.lastName,
    email: tribute.email,
    mobile_number: tribute.mobileNumber,
    current_place: tribute.currentPlace,
    tributedAt: tribute.tributedAt.toISOString(),
  };
}

export function presentExportedAlbumEntry(entry: ImageEntry, blogId: string) {
  return { _id: entry.id, blog_id: blogId, images: entry.images, imagedAt: entry.imagedAt.toISOString() };
}

export function presentExportedLike(like: { createdAt: Date }, blogId: string) {
  return { blog_id: blogId, likedAt: like.createdAt.toISOString() };
}

/** Who acted is named as the site shows them: a member's username, or the name a visitor gave. */
export function presentExportedNotification(notification: Notification, blogId: string, actorUsername: string | null) {
  return {
    _id: notification.id,
    type: notification.type,
    blog_id: blogId,
    by: actorUsername ?? (notification.actorName ? `${notification.actorName.firstname} ${notification.actorName.lastname}`.trim() : null),
    seen: notification.seen,
    createdAt: notification.createdAt.toISOString(),
  };
}

/** A photo the person uploaded, as stored (upright, without camera metadata), and the file holding it in the archive. */
export function presentExportedPhoto(upload: { key: string; contentType: string | null; createdAt: Date }, url: string, file: string) {
  return { url, file, content_type: upload.contentType, uploadedAt: upload.createdAt.toISOString() };
}
