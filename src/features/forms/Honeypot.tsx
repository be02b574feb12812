/** The hidden field people never see and bots fill in; the functions ignore a filled-in post. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${id}-website`}>Leave this empty</label>
      <input id={`${id}-website`} name="company_website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
