"""The workspace app's actions and handlers, one module per area, mixed into DiligenceApp."""
