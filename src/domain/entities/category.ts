// A category of event managers' work (categories/{id}).

export interface Category {
  id: string;
  name: string;
}
