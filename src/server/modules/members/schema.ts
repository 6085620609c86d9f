// The members module owns no table (issue 30): the members area composes what auth, the catalogue, routines and the
// quiz own, through their front doors. The file is here so every module has the same shape.
export {};
