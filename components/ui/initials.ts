/** The two letters an avatar shows: first and last name's initials, or the e-mail's first letter. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}
