/** A posted form's text fields by name ('' for a missing field or a file): what a route action reads. */
export async function formFields(request: Request): Promise<(name: string) => string> {
  const form = await request.formData();
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
}
