/** An account keeps one full name; where a first and last name are asked for, they are its first word and the rest. */
export function splitFullname(fullname: string): { firstname: string; lastname: string } {
  const [firstname = "", ...rest] = fullname.trim().split(/\s+/);
  return { firstname, lastname: rest.join(" ") };
}
