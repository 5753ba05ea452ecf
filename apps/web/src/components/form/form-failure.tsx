/** Why what a form sent was refused, under its fields and announced at once; nothing while there is none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-field__error" role="alert">
      {message}
    </p>
  );
}
