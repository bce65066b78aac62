"""The Textual workspace. The only package that imports Textual."""
